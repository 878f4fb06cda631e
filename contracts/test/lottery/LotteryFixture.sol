// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FlaskLottery} from "../../src/lottery/FlaskLottery.sol";
import {IVRFCoordinatorV2Plus} from "../../src/lottery/interfaces/IVRFCoordinatorV2Plus.sol";
import {DevnetVRFCoordinator} from "../../src/lottery/testing/DevnetVRFCoordinator.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {Test} from "../utils/Test.sol";

/// A lottery on FLASK with the devnet coordinator; rounds of 12 hours, tickets of 2.5 FLASK,
/// discount divisor 2000 (SPEC 9: 0.05% off for 2 tickets, 4.95% for 100).
abstract contract LotteryFixture is Test {
    uint256 internal constant PRICE = 2.5 ether;
    uint256 internal constant DISCOUNT_DIVISOR = 2000;
    uint256 internal constant TREASURY_FEE = 2000;
    uint256 internal constant LENGTH = 12 hours;

    FlaskToken internal flask;
    DevnetVRFCoordinator internal coordinator;
    FlaskLottery internal lottery;
    address internal owner = makeAddr("owner");
    address internal operator = makeAddr("operator");
    address internal treasury = makeAddr("treasury");
    address internal injector = makeAddr("injector");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        flask = new FlaskToken(address(this));
        flask.grantRole(flask.MINTER_ROLE(), address(this));
        coordinator = new DevnetVRFCoordinator(address(this));
        lottery = new FlaskLottery(
            IERC20(address(flask)),
            FlaskLottery.VrfSettings({
                coordinator: IVRFCoordinatorV2Plus(address(coordinator)),
                keyHash: bytes32(uint256(1)),
                subscriptionId: 1,
                requestConfirmations: 3,
                callbackGasLimit: 200_000,
                nativePayment: false
            }),
            0.1 ether,
            100 ether,
            owner,
            operator,
            treasury,
            injector
        );
        for (uint256 i; i < 3; ++i) {
            address account = i == 0 ? alice : i == 1 ? bob : injector;
            flask.mint(account, 1_000_000 ether);
            vm.prank(account);
            flask.approve(address(lottery), type(uint256).max);
        }
    }

    function breakdown() internal pure returns (uint256[6] memory) {
        return [uint256(250), 375, 625, 1250, 2500, 5000];
    }

    function start() internal returns (uint256 lotteryId) {
        vm.prank(operator);
        lottery.startLottery(block.timestamp + LENGTH, PRICE, DISCOUNT_DIVISOR, breakdown(), TREASURY_FEE);
        return lottery.currentLotteryId();
    }

    function buy(address buyer, uint256 lotteryId, uint32[] memory numbers) internal {
        vm.prank(buyer);
        lottery.buyTickets(lotteryId, numbers);
    }

    function one(uint32 number) internal pure returns (uint32[] memory numbers) {
        numbers = new uint32[](1);
        numbers[0] = number;
    }

    /// Closes the round and draws it with the random word giving `finalNumber`.
    function closeAndDraw(uint256 lotteryId, uint32 finalNumber) internal {
        vm.warp(block.timestamp + LENGTH);
        vm.prank(operator);
        lottery.closeLottery(lotteryId);
        (uint256 requestId,) = lottery.randomRequests(lotteryId);
        uint256[] memory words = new uint256[](1);
        words[0] = uint256(finalNumber) - 1_000_000 + 7 * 1_000_000;
        coordinator.fulfillRandomWords(requestId, words);
        vm.prank(operator);
        lottery.drawFinalNumberAndMakeLotteryClaimable(lotteryId);
    }
}
