// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskFactory} from "../../src/amm/FlaskFactory.sol";
import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {IFlaskFactory} from "../../src/amm/interfaces/IFlaskFactory.sol";
import {AmmFixture} from "./AmmFixture.sol";

contract FlaskFactoryTest is AmmFixture {
    function test_initCodeHashIsThePairCreationCode() public view {
        assertEq(factory.INIT_CODE_PAIR_HASH(), keccak256(type(FlaskPair).creationCode), "init code hash");
    }

    function test_createPair_sortsRecordsAndAnnounces() public {
        (address token0, address token1) =
            address(tokenA) < address(tokenB) ? (address(tokenA), address(tokenB)) : (address(tokenB), address(tokenA));
        address expected = address(
            uint160(
                uint256(
                    keccak256(
                        abi.encodePacked(
                            bytes1(0xff),
                            address(factory),
                            keccak256(abi.encodePacked(token0, token1)),
                            factory.INIT_CODE_PAIR_HASH()
                        )
                    )
                )
            )
        );
        vm.expectEmit();
        emit IFlaskFactory.PairCreated(token0, token1, expected, 1);
        address pair = factory.createPair(address(tokenB), address(tokenA));
        assertEq(pair, expected, "CREATE2 address");
        assertEq(factory.getPair(address(tokenA), address(tokenB)), pair, "getPair(a, b)");
        assertEq(factory.getPair(address(tokenB), address(tokenA)), pair, "getPair(b, a)");
        assertEq(factory.allPairsLength(), 1, "allPairsLength");
        assertEq(factory.allPairs(0), pair, "allPairs(0)");
        assertEq(FlaskPair(pair).factory(), address(factory), "pair.factory");
        assertEq(FlaskPair(pair).token0(), token0, "pair.token0");
        assertEq(FlaskPair(pair).token1(), token1, "pair.token1");
        (uint112 reserve0, uint112 reserve1, uint32 timestamp) = FlaskPair(pair).getReserves();
        assertEq(uint256(reserve0) + reserve1 + timestamp, 0, "empty reserves");
    }

    function test_getPair_isZeroForUnknownPairs() public view {
        assertEq(factory.getPair(address(tokenA), address(tokenB)), address(0), "not created");
        assertEq(factory.getPair(address(tokenA), address(tokenA)), address(0), "identical");
        assertEq(factory.getPair(address(0), address(tokenA)), address(0), "zero");
    }

    function test_createPair_rejectsBadPairs() public {
        vm.expectRevert(IFlaskFactory.IdenticalAddresses.selector);
        factory.createPair(address(tokenA), address(tokenA));
        vm.expectRevert(IFlaskFactory.ZeroAddress.selector);
        factory.createPair(address(0), address(tokenA));
        vm.expectRevert(IFlaskFactory.ZeroAddress.selector);
        factory.createPair(address(tokenA), address(0));
        factory.createPair(address(tokenA), address(tokenB));
        vm.expectRevert(IFlaskFactory.PairExists.selector);
        factory.createPair(address(tokenA), address(tokenB));
        vm.expectRevert(IFlaskFactory.PairExists.selector);
        factory.createPair(address(tokenB), address(tokenA));
    }

    function test_createPair_manyPairs() public {
        factory.createPair(address(tokenA), address(tokenB));
        factory.createPair(address(tokenB), address(tokenC));
        factory.createPair(address(tokenC), address(tokenA));
        assertEq(factory.allPairsLength(), 3, "three pairs");
        assertEq(factory.allPairs(2), factory.getPair(address(tokenA), address(tokenC)), "allPairs(2)");
    }

    function test_feeSwitch_onlyTheSetter() public {
        FlaskFactory fresh = new FlaskFactory(admin);
        assertEq(fresh.feeToSetter(), admin, "setter");
        assertEq(fresh.feeTo(), address(0), "fee off by default");

        vm.expectRevert(IFlaskFactory.Forbidden.selector);
        vm.prank(bob);
        fresh.setFeeTo(bob);
        vm.expectRevert(IFlaskFactory.Forbidden.selector);
        vm.prank(bob);
        fresh.setFeeToSetter(bob);

        vm.expectEmit();
        emit IFlaskFactory.FeeToChanged(address(0), address(collector));
        vm.prank(admin);
        fresh.setFeeTo(address(collector));
        assertEq(fresh.feeTo(), address(collector), "feeTo");

        vm.expectEmit();
        emit IFlaskFactory.FeeToSetterProposed(admin, bob);
        vm.prank(admin);
        fresh.setFeeToSetter(bob);
        assertEq(fresh.feeToSetter(), admin, "proposing does not hand the role over");
        assertEq(fresh.pendingFeeToSetter(), bob, "pending");
        vm.expectRevert(IFlaskFactory.Forbidden.selector);
        vm.prank(bob);
        fresh.setFeeTo(bob);

        vm.expectEmit();
        emit IFlaskFactory.FeeToSetterChanged(admin, bob);
        vm.prank(bob);
        fresh.acceptFeeToSetter();
        assertEq(fresh.feeToSetter(), bob, "new setter");
        assertEq(fresh.pendingFeeToSetter(), address(0), "proposal used up");
        vm.expectRevert(IFlaskFactory.Forbidden.selector);
        vm.prank(admin);
        fresh.setFeeTo(address(0));
    }

    /// Only the proposed account can accept, and a new proposal (or address(0)) replaces the old.
    function test_feeToSetterHandover_onlyTheProposedAccountAccepts() public {
        FlaskFactory fresh = new FlaskFactory(admin);
        vm.expectRevert(IFlaskFactory.Forbidden.selector);
        vm.prank(bob);
        fresh.acceptFeeToSetter();
        vm.prank(admin);
        fresh.setFeeToSetter(bob);
        vm.expectRevert(IFlaskFactory.Forbidden.selector);
        vm.prank(admin);
        fresh.acceptFeeToSetter();
        vm.prank(admin);
        fresh.setFeeToSetter(address(0));
        vm.expectRevert(IFlaskFactory.Forbidden.selector);
        vm.prank(bob);
        fresh.acceptFeeToSetter();
        vm.expectRevert(IFlaskFactory.Forbidden.selector);
        fresh.acceptFeeToSetter(); // address(0) never calls, and nobody else matches it
        assertEq(fresh.feeToSetter(), admin, "unchanged");
    }

    function test_pairTokensInCreation_isEmptyOutsideCreation() public view {
        (address token0, address token1) = factory.pairTokensInCreation();
        assertEq(token0, address(0), "token0");
        assertEq(token1, address(0), "token1");
    }
}
