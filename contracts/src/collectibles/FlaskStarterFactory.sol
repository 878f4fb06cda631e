// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FlaskCollectibles} from "./FlaskCollectibles.sol";

/// @title Starter collectibles: every address may mint one "Flask Bunnies" starter (bunny ids 0–4).
/// @notice The first step of a profile: the starter costs `tokenPrice` FLASK, paid into this contract,
/// and is the picture the new profile hands to the registry. Minting opens at `startBlockNumber`.
/// The owner takes the collected FLASK with `claimFee`; nothing else moves it.
/// @dev Needs MINTER_ROLE on the collection.
contract FlaskStarterFactory is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    uint8 public constant STARTER_COUNT = 5;

    FlaskCollectibles public immutable collectibles;
    IERC20 public immutable flask;
    /// @notice FLASK paid for one starter.
    uint256 public immutable tokenPrice;
    /// @notice The first block in which `mintNFT` works.
    uint256 public immutable startBlockNumber;

    mapping(address account => bool) public hasClaimed;
    string[STARTER_COUNT] private _starterTokenURIs;

    event StarterMint(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId);
    event FeeClaimed(address indexed to, uint256 amount);

    error ZeroAddress();
    error EmptyTokenURI(uint8 bunnyId);
    error NotStarted(uint256 startBlockNumber);
    error AlreadyClaimed(address account);
    error InvalidBunnyId(uint8 bunnyId);

    constructor(
        address collectibles_,
        address flask_,
        uint256 tokenPrice_,
        uint256 startBlockNumber_,
        string[STARTER_COUNT] memory starterTokenURIs,
        address owner_
    ) Ownable(owner_) {
        if (collectibles_ == address(0) || flask_ == address(0)) revert ZeroAddress();
        for (uint8 bunnyId = 0; bunnyId < STARTER_COUNT; ++bunnyId) {
            if (bytes(starterTokenURIs[bunnyId]).length == 0) revert EmptyTokenURI(bunnyId);
            _starterTokenURIs[bunnyId] = starterTokenURIs[bunnyId];
        }
        collectibles = FlaskCollectibles(collectibles_);
        flask = IERC20(flask_);
        tokenPrice = tokenPrice_;
        startBlockNumber = startBlockNumber_;
    }

    /// @notice Mints the caller's starter `bunnyId` for `tokenPrice` FLASK (approve this contract first).
    function mintNFT(uint8 bunnyId) external nonReentrant {
        if (block.number < startBlockNumber) revert NotStarted(startBlockNumber);
        if (hasClaimed[msg.sender]) revert AlreadyClaimed(msg.sender);
        if (bunnyId >= STARTER_COUNT) revert InvalidBunnyId(bunnyId);
        hasClaimed[msg.sender] = true;
        flask.safeTransferFrom(msg.sender, address(this), tokenPrice);
        uint256 tokenId = collectibles.mint(msg.sender, _starterTokenURIs[bunnyId], bunnyId);
        emit StarterMint(msg.sender, tokenId, bunnyId);
    }

    /// @notice Sends `amount` of the collected FLASK to the owner.
    function claimFee(uint256 amount) external onlyOwner {
        address to = owner();
        flask.safeTransfer(to, amount);
        emit FeeClaimed(to, amount);
    }

    /// @notice True when `account` may mint its starter now.
    function canMint(address account) external view returns (bool) {
        return block.number >= startBlockNumber && !hasClaimed[account];
    }

    /// @notice The metadata link of starter `bunnyId` (0–4).
    function starterTokenURI(uint8 bunnyId) external view returns (string memory) {
        if (bunnyId >= STARTER_COUNT) revert InvalidBunnyId(bunnyId);
        return _starterTokenURIs[bunnyId];
    }
}
